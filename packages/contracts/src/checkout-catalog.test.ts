import { COACHING_SERVICES } from './catalog';
import { catalogueIdOfCheckoutService } from './checkout-catalog';

describe(catalogueIdOfCheckoutService.name, () => {
  it('reads §3\'s checkout id "chat-questions" as quick-chat', () => {
    expect(catalogueIdOfCheckoutService('chat-questions')).toBe('quick-chat');
  });

  it('leaves every catalogue id, and anything unknown, as it is', () => {
    for (const { id } of COACHING_SERVICES) expect(catalogueIdOfCheckoutService(id)).toBe(id);
    expect(catalogueIdOfCheckoutService('constructor')).toBe('constructor');
  });
});
