import { bookingCalendarIcsPath, centsToDollars, type BrandId, type PlanType } from '@app/contracts';

/** Absolute links into the site for e-mails; `origin` is PUBLIC_URL without a trailing slash. */
export class SiteLinks {
  constructor(private readonly origin: string) {}

  /** The manage page of a booking (frontend route /manage/:token). */
  manage(token: string): string {
    return `${this.origin}/manage/${encodeURIComponent(token)}`;
  }

  /** The booking's public calendar file (GET /api/manage/:token/calendar.ics), for Apple Calendar and the like. */
  calendarIcs(token: string): string {
    return `${this.origin}${bookingCalendarIcsPath(token)}`;
  }

  /** The customer's side of a chat booking's session (frontend /chat-session reads session and token). */
  chat(sessionId: string, token: string): string {
    const query = new URLSearchParams({ session: sessionId, token });
    return `${this.origin}/chat-session?${query.toString()}`;
  }

  /**
   * The card payment page for a booking or a plan (SPEC §2: serviceId, whole-dollar price, serviceName, plan), plus
   * what the payment settles. encodeURIComponent, so a space reads %20 as the spec's links do.
   */
  cardPayment(target: {
    serviceId: string;
    serviceName: string;
    priceCents: number;
    plan?: PlanType;
    bookingId?: string;
    subscriptionId?: string;
  }): string {
    const params: Array<[string, string | undefined]> = [
      ['serviceId', target.serviceId],
      ['price', String(centsToDollars(target.priceCents))],
      ['serviceName', target.serviceName],
      ['plan', target.plan],
      ['bookingId', target.bookingId],
      ['subscriptionId', target.subscriptionId],
    ];
    const query = params
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    return `${this.origin}/square-payment?${query}`;
  }

  home(brand: BrandId): string {
    return `${this.origin}${brand === 'lunar' ? '/lunar-light' : '/'}`;
  }

  booking(brand: BrandId): string {
    return `${this.origin}${brand === 'lunar' ? '/lunar-booking' : '/booking'}`;
  }

  subscriptions(): string {
    return `${this.origin}/subscriptions`;
  }

  coachConsole(): string {
    return `${this.origin}/coach`;
  }

  /** The host part, used to make calendar UIDs globally unique. */
  get host(): string {
    return new URL(this.origin).host;
  }
}
