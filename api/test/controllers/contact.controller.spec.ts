import { VALIDATION_MESSAGES } from '@app/contracts';
import { ContactController } from '../../src/modules/contact/contact.controller';
import { ContactService } from '../../src/modules/contact/contact.service';
import { contactForm } from '../factories/people.factory';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(ContactController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<ContactService>;

  beforeAll(async () => {
    ctx = await controllerSetup(ContactController);
    sut = ctx.mock(ContactService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/contact', () => {
    it('is public', async () => {
      sut.receive.mockResolvedValue({ message: 'Thanks' } as never);
      const { status, body } = await ctx.request('POST', '/api/contact', { body: contactForm() });
      expect(status).toBe(201);
      expect(body).toEqual({ message: 'Thanks' });
    });

    it('rejects a message without an e-mail address, in the form’s words', async () => {
      const { status, body } = await ctx.request('POST', '/api/contact', { body: contactForm({ email: 'nope' }) });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest(VALIDATION_MESSAGES.emailInvalid));
      expect(sut.receive).not.toHaveBeenCalled();
    });

    it('refuses a body that is not JSON (an HTML form could send it cross-site)', async () => {
      const { status } = await ctx.request('POST', '/api/contact', {
        headers: { 'content-type': 'text/plain' },
        body: 'name=x',
      });
      expect(status).toBe(415);
      expect(sut.receive).not.toHaveBeenCalled();
    });

    it('hands the trimmed form to the service, unknown keys dropped', async () => {
      sut.receive.mockResolvedValue({} as never);
      await ctx.request('POST', '/api/contact', { body: contactForm({ name: '  Ada  ', extra: 'x' }) });
      const [received] = sut.receive.mock.calls[0];
      expect(received).toMatchObject({ name: 'Ada' });
      expect(received).not.toHaveProperty('extra');
    });
  });
});
