/**
 * Runs inside the coach's page (`page.evaluate(coachJoinsAndReplies, {...})`, so it is self-contained): joins the
 * session over /ws as the coach, sends `reply` once the history has arrived, and resolves with the history's texts.
 * Every frame the socket receives is kept in `window.coachFrames` for the test to read later.
 */
export function coachJoinsAndReplies({ sessionId, reply }: { sessionId: string; reply: string }): Promise<string[]> {
  return new Promise<string[]>((resolve, reject) => {
    const ws = new WebSocket(`ws://${location.host}/ws`);
    const w = window as unknown as { coachFrames: Array<{ type: string; message?: { message: string } }> };
    w.coachFrames = [];
    ws.onopen = () =>
      ws.send(
        JSON.stringify({
          type: 'join_session',
          sessionId,
          userId: 'coach-coaching',
          userName: 'Coach Ari',
          userType: 'coach',
        }),
      );
    ws.onclose = (e) => reject(new Error(`closed ${e.code}`));
    ws.onmessage = (e) => {
      const frame = JSON.parse(String(e.data)) as { type: string; messages?: Array<{ message: string }> };
      w.coachFrames.push(frame);
      if (frame.type !== 'message_history') return;
      ws.send(
        JSON.stringify({
          type: 'send_message',
          sessionId,
          senderId: '-',
          senderName: '-',
          senderType: 'coach',
          message: reply,
        }),
      );
      resolve((frame.messages ?? []).map((m) => m.message));
    };
  });
}
