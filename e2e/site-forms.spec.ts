import { expect, test, type Page } from './support/test';
import type {
  ContactMessageView,
  NewsletterSubscriptionView,
  SupportTicketView,
  SystemAlertsOverview,
} from '@infragen/contracts';
import { adminList, adminToken, axeViolations, ownAddress } from './support/site';

/**
 * The public site's forms in the browser: each says what is wrong field by field (the first bad
 * field takes the focus), stores its record once it is right (read back through the
 * administrators' api), says so, and passes axe-core in every state.
 */
test.describe.configure({ mode: 'serial' });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function fresh(page: Page, path: string) {
  // A client address of this test's own, so the per-address limits of the forms count it alone.
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

test('contact: messages per field, then stored with its topic and an alert for the administrators', async ({
  page,
  request,
}) => {
  const tag = unique();
  await fresh(page, '/contact?topic=sales');
  await expect(page.getByLabel('Topic')).toHaveValue('sales');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await expect(page.getByText('Please write a few words')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByRole('textbox', { name: 'Message' }).fill('too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeHidden();
  await expect(page.getByText('Please write at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill(`ada.${tag}@example.com`);
  await page.getByLabel('Company (optional)').fill('Analytical Engines');
  await page.getByRole('textbox', { name: 'Message' }).fill(`We would like Infragen for our team (${tag}).`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByText(`Thank you. We will answer at ada.${tag}@example.com.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const stored = (await adminList<ContactMessageView>(request, 'contact-messages')).find((m) =>
    m.message.includes(tag),
  );
  expect(stored).toMatchObject({
    name: 'Ada Lovelace',
    email: `ada.${tag}@example.com`,
    company: 'Analytical Engines',
    topic: 'sales',
  });
  const alerts = await request.get('/api/admin/alerts', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  const overview = (await alerts.json()) as SystemAlertsOverview;
  expect(overview.unresolved.find((a) => a.message.includes(`ada.${tag}@example.com`))).toMatchObject({
    title: 'New contact message',
    alert_type: 'contact',
  });
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('support: a ticket with the spec’s categories and priorities, stored, with a reference to quote', async ({
  page,
  request,
}) => {
  const tag = unique();
  await fresh(page, '/support?category=bug');
  await expect(page.getByLabel('Category')).toHaveValue('bug');
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await expect(page.getByLabel('Category').getByRole('option')).toHaveText([
    'Select a category',
    'Technical',
    'Billing',
    'Feature request',
    'Bug report',
  ]);
  await expect(page.getByLabel('Priority').getByRole('option')).toHaveText(['Low', 'Medium', 'High', 'Urgent']);

  await page.getByLabel('Category').selectOption('');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  // Each message is the field's accessible description, read out with it.
  for (const [field, message] of [
    ['Name', 'Name is required'],
    ['Email', 'Valid email is required'],
    ['Subject', 'Subject is required'],
    ['Category', 'Choose a category'],
  ])
    await expect(page.getByLabel(field)).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Describe the problem')).toHaveAccessibleDescription(
    'What you did, what you expected, what happened instead. Never include passwords or keys. Please write a few words',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(`grace.${tag}@example.com`);
  await page.getByLabel('Subject').fill(`Push shows nothing ${tag}`);
  await page.getByLabel('Category').selectOption('technical');
  await page.getByLabel('Priority').selectOption('urgent');
  await page.getByLabel('Describe the problem').fill('Pushing to my organization repository shows nothing at all.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('Ticket received')).toBeVisible();
  const text = await page.getByText(/^Your ticket reference is /).innerText();
  const reference = /reference is ([0-9A-F]{8})\./.exec(text)?.[1];
  expect(reference).toBeDefined();

  const stored = (await adminList<SupportTicketView>(request, 'support-tickets')).find((t) => t.subject.includes(tag));
  expect(stored).toMatchObject({
    reference,
    name: 'Grace Hopper',
    category: 'technical',
    priority: 'urgent',
    description: 'Pushing to my organization repository shows nothing at all.',
  });
  expect(await axeViolations(page)).toEqual([]);
});

test('newsletter: a bad address is refused, a good one stored once, lowercased', async ({ page, request }) => {
  const tag = unique();
  await fresh(page, '/blog');
  const box = page.getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('Email address').fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Valid email is required')).toBeVisible();
  await box.getByLabel('Email address').fill(`Reader.${tag}@Example.com`);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText(`reader.${tag}@example.com will receive the newsletter.`)).toBeVisible();
  await box.getByRole('button', { name: 'Subscribe another address' }).click();
  await box.getByLabel('Email address').fill(`reader.${tag}@example.com`);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText('Subscribed')).toBeVisible();
  const stored = (await adminList<NewsletterSubscriptionView>(request, 'newsletter-subscriptions')).filter(
    (s) => s.email === `reader.${tag}@example.com`,
  );
  expect(stored).toHaveLength(1);
});

test('a form past its limit says when to try again, in the catalogue’s words', async ({ page }) => {
  await fresh(page, '/blog');
  const box = page.getByRole('region', { name: 'Newsletter' });
  for (let i = 0; i < 11; i += 1) {
    await box.getByLabel('Email address').fill(`limit.${i}.${unique()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    if (i < 10) await box.getByRole('button', { name: 'Subscribe another address' }).click();
  }
  await expect(box.getByRole('alert')).toHaveText(/^Too many requests\. Try again in \d+ seconds\.$/);
});
