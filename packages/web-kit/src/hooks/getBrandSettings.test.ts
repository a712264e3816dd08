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
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(getBrandSettings('lunar').email).toBe('moon@brand.test');
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });
    fetchSpy.mockRestore();
  });
});
