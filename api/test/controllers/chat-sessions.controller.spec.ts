import { ErrorCode } from '@app/contracts';
import { ChatAccessService } from '../../src/modules/chat/chat-access.service';
import { ChatDemoRoomsService } from '../../src/modules/chat/chat-demo-rooms.service';
import { ChatSessionsController } from '../../src/modules/chat/chat-sessions.controller';
import { ChatSessionsService } from '../../src/modules/chat/chat-sessions.service';
import { asAdmin, type ControllerContext, controllerSetup, itNeedsTheAdmin } from './controller-test-app';

describe(ChatSessionsController.name, () => {
  let ctx: ControllerContext;
  let access: jest.Mocked<ChatAccessService>;

  beforeAll(async () => {
    ctx = await controllerSetup(ChatSessionsController);
    access = ctx.mock(ChatAccessService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  itNeedsTheAdmin(() => ctx, [['GET', '/api/coach/chat-sessions']]);

  it('GET /api/coach/chat-sessions lists for the admin', async () => {
    ctx.mock(ChatSessionsService).listForCoach.mockResolvedValue([]);
    expect((await ctx.request('GET', '/api/coach/chat-sessions', { headers: asAdmin })).status).toBe(200);
  });

  describe('GET /api/chat-sessions/:id', () => {
    it('answers one 404 for an unknown session and a wrong token alike', async () => {
      access.readable.mockResolvedValue(null);
      const { status, body } = await ctx.request('GET', '/api/chat-sessions/s1?token=wrong');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: ErrorCode.CHAT_SESSION_NOT_FOUND });
      expect(access.readable).toHaveBeenCalledWith('s1', 'wrong', expect.any(Object));
    });

    it('answers the view of a readable session, never cached', async () => {
      access.readable.mockResolvedValue({ id: 's1' } as never);
      ctx.mock(ChatSessionsService).view.mockReturnValue({ id: 's1' } as never);
      const { status, headers } = await ctx.request('GET', '/api/chat-sessions/s1?token=t');
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-store');
    });

    it('ignores a token given twice (not text)', async () => {
      access.readable.mockResolvedValue(null);
      await ctx.request('GET', '/api/chat-sessions/s1?token=a&token=b');
      expect(access.readable).toHaveBeenCalledWith('s1', undefined, expect.any(Object));
    });
  });

  it('POST /api/chat-sessions/demo is public and makes a room', async () => {
    ctx.mock(ChatDemoRoomsService).create.mockResolvedValue({ sessionId: 'd1' } as never);
    const { status, body } = await ctx.request('POST', '/api/chat-sessions/demo');
    expect(status).toBe(201);
    expect(body).toEqual({ sessionId: 'd1' });
  });
});
