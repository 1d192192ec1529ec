/** The contact form's texts, apart from its schema so that the form's page loads zod only on use (issue 15). */
export const CONTACT_TEXTS = {
  successTitle: "Message sent successfully!",
  successDescription: "We'll get back to you as soon as possible.",
  errorTitle: "Error sending message",
  errorDescription: "Please try again later",
} as const;
