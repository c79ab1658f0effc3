import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** One text message to one mobile. */
export interface SmsMessage {
  mobile: string;
  /** What the message is for (`register`, `login`...). */
  purpose: string;
  code: string;
  at: number;
}

/** Where verification codes go. The default writes them to the server log and `data/sms-outbox.jsonl`; a real gateway implements the same. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The default provider: no gateway, the code lands in the log and in `<dataDir>/sms-outbox.jsonl`, one JSON object a line. */
export function createOutboxSmsProvider(dataDir: string, log: (text: string) => void): SmsProvider {
  return {
    async send(message) {
      log(`SMS to ${message.mobile} (${message.purpose}): ${message.code}`);
      await mkdir(dataDir, { recursive: true });
      await appendFile(join(dataDir, 'sms-outbox.jsonl'), `${JSON.stringify(message)}\n`);
    },
  };
}
