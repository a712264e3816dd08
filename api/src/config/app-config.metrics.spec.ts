import { ConfigValidationError, loadAppConfig } from './app-config.schema';

describe('metrics listener settings (METRICS_PORT, METRICS_HOST)', () => {
  it('opens no metrics listener unless METRICS_PORT is set, whatever METRICS_HOST says', () => {
    expect(loadAppConfig({}).metrics).toBeUndefined();
    expect(loadAppConfig({ METRICS_PORT: ' ', METRICS_HOST: '127.0.0.1' }).metrics).toBeUndefined();
  });

  it('listens on every interface by default once a port is given', () => {
    expect(loadAppConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(loadAppConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it.each(['metrics', '0', '70000', '94.64'])('refuses METRICS_PORT=%s at start, saying what it takes', (value) => {
    expect(() => loadAppConfig({ METRICS_PORT: value })).toThrow(ConfigValidationError);
    expect(() => loadAppConfig({ METRICS_PORT: value })).toThrow(
      `METRICS_PORT must be a whole number from 1 to 65535 (got "${value}")`,
    );
  });
});
