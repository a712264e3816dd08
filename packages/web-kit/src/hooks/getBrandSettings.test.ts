import { DEFAULT_BRANDS } from '@app/contracts';

describe('getBrandSettings', () => {
  it('gives the built-in defaults at once and the /api/brands settings once they arrive', async () => {
    const served = { ...DEFAULT_BRANDS, lunar: { ...DEFAULT_BRANDS.lunar, email: 'moon@brand.test' } };
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } }));
    await jest.isolateModulesAsync(async () => {
      const { getBrandSettings } = await import('./useBrandSettings');
      expect(getBrandSettings('lunar').email).toBe(DEFAULT_BRANDS.lunar.email);
      const coaching = getBrandSettings('coaching');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(getBrandSettings('lunar').email).toBe('moon@brand.test');
      // The brand that did not change keeps its object: its readers have nothing to re-render.
      expect(getBrandSettings('coaching')).toBe(coaching);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });
    fetchSpy.mockRestore();
  });

  it('keeps every object when the settings that arrive are the built-in defaults (no reader re-renders)', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(DEFAULT_BRANDS), { headers: { 'content-type': 'application/json' } }),
      );
    await jest.isolateModulesAsync(async () => {
      const { getBrandSettings } = await import('./useBrandSettings');
      const [coaching, lunar] = [getBrandSettings('coaching'), getBrandSettings('lunar')];
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      // useSyncExternalStore re-renders a reader exactly when its snapshot is a different object.
      expect(getBrandSettings('coaching')).toBe(coaching);
      expect(getBrandSettings('lunar')).toBe(lunar);
    });
    fetchSpy.mockRestore();
  });
});
