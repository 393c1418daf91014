export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The kind of message, e.g. 'verification' or 'password_reset' (email log type). */
  type: string;
  templateId?: string | null;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
