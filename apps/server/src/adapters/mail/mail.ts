export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The kind of message, e.g. 'verification' or 'password_reset' (email log type). */
  type: string;
  templateId?: string | null;
  /** Where a reply goes when it is not the sender, e.g. the visitor of a contact form. */
  replyTo?: string;
  /**
   * The email log row the caller made before sending (an admin's e-mail starts pending): the
   * adapter moves that row to sent or failed instead of adding one.
   */
  logId?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
