/**
 * The message catalogue's texts of the public site's forms (contact, support ticket, newsletter):
 * field messages the browser and the server show alike, the outcomes, and the alert a contact
 * message raises for administrators. Part of `Messages` (messages.ts).
 */
export const SiteFormsMessages = {
  siteForms: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 200 characters',
    emailInvalid: 'Valid email is required',
    companyTooLong: 'Company must be at most 200 characters',
    topicRequired: 'Choose a topic',
    subjectRequired: 'Subject is required',
    subjectTooLong: 'Subject must be at most 200 characters',
    categoryRequired: 'Choose a category',
    priorityRequired: 'Choose a priority',
    textRequired: 'Please write a few words',
    textTooShort: (min: number) => `Please write at least ${min} characters`,
    textTooLong: (max: number) => `Please keep it under ${max} characters`,
    contactSent: 'Message sent',
    contactSentText: (email: string) => `Thank you. We will answer at ${email}.`,
    ticketSent: 'Ticket received',
    ticketSentText: (reference: string) => `Your ticket reference is ${reference}. We answer within our support hours.`,
    subscribed: 'Subscribed',
    subscribedText: (email: string) => `${email} will receive the newsletter.`,
    failed: 'Your message could not be sent. Please try again.',
    contactAlertTitle: 'New contact message',
    contactAlertMessage: (from: string, topic: string, excerpt: string) => `From ${from} (${topic}): ${excerpt}`,
  },
} as const;
