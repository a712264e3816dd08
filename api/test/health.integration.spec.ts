import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/health when the database is gone (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
    await sut.app.get(DataSource).destroy();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('answers 503 with the database down', async () => {
    const response = await sut.http.get('/api/health').expect(503);
    expect(response.body).toEqual({ status: 'error', database: 'down', uptimeSeconds: expect.any(Number) });
  });
});
