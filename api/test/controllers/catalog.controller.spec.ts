import { BrandsController } from '../../src/modules/brands/brands.controller';
import { BrandsService } from '../../src/modules/brands/brands.service';
import { CatalogController } from '../../src/modules/catalog/catalog.controller';
import { CatalogService } from '../../src/modules/catalog/catalog.service';
import { PsychicServicesController } from '../../src/modules/catalog/psychic-services.controller';
import { HealthController } from '../../src/modules/health/health.controller';
import { HealthService } from '../../src/modules/health/health.service';
import { type ControllerContext, controllerSetup } from './controller-test-app';

// The public reads: no input to validate, no session needed; each hands the service's answer on as is.
describe(CatalogController.name, () => {
  let ctx: ControllerContext;
  beforeAll(async () => {
    ctx = await controllerSetup(CatalogController);
  });
  afterAll(() => ctx.close());

  it('GET /api/services answers the kept JSON bytes', async () => {
    ctx.mock(CatalogService).listActive.mockResolvedValue({ json: '[{"id":"s"}]' } as never);
    const { status, body } = await ctx.request('GET', '/api/services');
    expect(status).toBe(200);
    expect(body).toEqual([{ id: 's' }]);
  });
});

describe(PsychicServicesController.name, () => {
  let ctx: ControllerContext;
  beforeAll(async () => {
    ctx = await controllerSetup(PsychicServicesController);
  });
  afterAll(() => ctx.close());

  it('GET /api/psychic-services answers the kept JSON bytes', async () => {
    ctx.mock(CatalogService).listPsychic.mockResolvedValue({ json: '[]' } as never);
    const { status, body } = await ctx.request('GET', '/api/psychic-services');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe(BrandsController.name, () => {
  let ctx: ControllerContext;
  beforeAll(async () => {
    ctx = await controllerSetup(BrandsController);
  });
  afterAll(() => ctx.close());

  it('GET /api/brands is public', async () => {
    ctx.mock(BrandsService).all.mockReturnValue([] as never);
    const { status } = await ctx.request('GET', '/api/brands');
    expect(status).toBe(200);
  });
});

describe(HealthController.name, () => {
  let ctx: ControllerContext;
  beforeAll(async () => {
    ctx = await controllerSetup(HealthController);
  });
  afterAll(() => ctx.close());

  it('GET /api/health is 200 when the database answers and 503 when it does not, never cached', async () => {
    const health = ctx.mock(HealthService);
    health.check.mockResolvedValue({ status: 'ok' } as never);
    expect((await ctx.request('GET', '/api/health')).status).toBe(200);
    health.check.mockResolvedValue({ status: 'error' } as never);
    const down = await ctx.request('GET', '/api/health');
    expect(down.status).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
  });
});
