import { ConfigValidationError, loadAppConfig } from './app-config.schema';

describe('trace settings (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_SERVICE_NAME)', () => {
  it('traces nothing unless an OTLP endpoint is set, whatever the service name says', () => {
    expect(loadAppConfig({}).tracing).toBeUndefined();
    expect(loadAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ', OTEL_SERVICE_NAME: 'x' }).tracing).toBeUndefined();
  });

  it('sends to <endpoint>/v1/traces as coaching-api by default; the traces endpoint is used as it is', () => {
    expect(loadAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      endpoint: 'http://collector:4318/v1/traces',
      serviceName: 'coaching-api',
    });
    expect(
      loadAppConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/otlp/traces',
        OTEL_SERVICE_NAME: 'coaching-api-eu',
      }).tracing,
    ).toEqual({ endpoint: 'https://traces.example.com/otlp/traces', serviceName: 'coaching-api-eu' });
  });

  it.each(['collector:4318', 'grpc://collector:4317'])('refuses OTEL_EXPORTER_OTLP_ENDPOINT=%s at start', (value) => {
    expect(() => loadAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: value })).toThrow(ConfigValidationError);
    expect(() => loadAppConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: value })).toThrow(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL (got "${value}")`,
    );
  });
});
