import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';

/** One stored message on its way out. */
export interface DeliverableMail {
  id: string;
  type: string;
  createdAt: Date;
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/**
 * Hands a finished message over: to SMTP_URL when it is set, otherwise into OUTBOX_DIR as a `.eml` file that any
 * mail client opens (a fresh clone shows real e-mails without an SMTP server).
 */
export class MailDelivery {
  private readonly transport: Transporter | null;

  constructor(
    smtpUrl: string | undefined,
    private readonly outboxDir: string | null,
  ) {
    // Short timeouts: a hanging server must fail the attempt well inside the claim's lease.
    this.transport = smtpUrl
      ? createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : null;
  }

  async deliver(mail: DeliverableMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ envelope: mail.envelope, raw: mail.raw });
      return;
    }
    await this.writeToOutbox(this.outboxDir!, mail);
  }

  close(): void {
    this.transport?.close();
  }

  /**
   * Named after the row (sortable by when it was written, then its id), so delivering the same row twice — a lease
   * that ran out while the first attempt was finishing — leaves one file, not two. Written under a temporary name
   * and renamed, so whoever watches the folder never reads half a message.
   */
  private async writeToOutbox(dir: string, mail: DeliverableMail): Promise<void> {
    // Every time: someone may clear the outbox while the server runs.
    await mkdir(dir, { recursive: true });
    const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${mail.id.padStart(8, '0')}-${mail.type}.eml`;
    const partial = join(dir, `.${name}.${process.pid}.part`);
    await writeFile(partial, mail.raw);
    await rename(partial, join(dir, name));
  }
}
