import { test, expect, type Page } from './support/fixtures';

const ADMIN = { id: 1, email: 'admin@example.com', username: 'admin', first_name: 'Ada', last_name: 'Admin', phone: '', role: 'admin' };
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('training school', () => {
  test('courses tab: cards, exact Enroll Now link, search', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/school');
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    const card = panel(page).locator('article').filter({ hasText: 'Fiber Optic Fundamentals' });
    await expect(card.getByText('Beginner')).toBeVisible();
    await expect(card.getByText('2 days')).toBeVisible();
    await expect(card.getByText('Maria Delgado, CFOT, CFOS/I, RCDD')).toBeVisible();
    await expect(card.getByText('Max 20 students')).toBeVisible();
    await expect(card.getByText('$595.00')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/contact?type=course&course=Fiber%20Optic%20Fundamentals&price=595&duration=2%20days&level=beginner&instructor=Maria%20Delgado%2C%20CFOT%2C%20CFOS%2FI%2C%20RCDD',
    );
    await expect(panel(page).locator('article')).toHaveCount(11);
    await expectNoAxeViolations();

    await page.getByPlaceholder('Search courses...').fill('splicing');
    await expect(page).toHaveURL(/\?q=splicing$/);
    const n = await panel(page).locator('article').count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(11);
    await page.getByPlaceholder('Search courses...').fill('qqq');
    await expect(page.getByText('No courses found')).toBeVisible();
  });

  test('sessions tab from the address: dates, counts, Join Session link, Session Full', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/school?tab=sessions');
    await expect(page.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    const open = panel(page).locator('article').filter({ hasText: 'Fiber Optic Fundamentals' });
    await expect(open.getByText('Upcoming')).toBeVisible();
    await expect(open.getByText('January 19, 2027 - January 20, 2027')).toBeVisible();
    await expect(open.getByText('14/20 enrolled')).toBeVisible();
    await expect(open.getByRole('link', { name: 'Join Session' })).toHaveAttribute(
      'href',
      '/contact?type=session&course=Fiber%20Optic%20Fundamentals&startDate=2027-01-19&endDate=2027-01-20&location=San%20Antonio%2C%20TX%20-%20FiberPro%20Training%20Center&spots=6',
    );
    const full = panel(page).locator('article').filter({ hasText: 'Fusion Splicing Techniques' });
    await expect(full.getByRole('button', { name: 'Session Full' })).toBeDisabled();
    await expect(full.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/contact?type=session&course=Fusion%20Splicing%20Techniques&startDate=2027-02-09&endDate=2027-02-11&location=San%20Antonio%2C%20TX%20-%20FiberPro%20Training%20Center&spots=0',
    );
    await expectNoAxeViolations();

    await page.getByPlaceholder('Search sessions...').fill('online');
    await expect(panel(page).locator('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByPlaceholder('Search sessions...')).toHaveValue('online');
    await expect(panel(page).locator('article')).toHaveCount(1);
  });

  test('knowledge tab: article cards link to /knowledge/{slug}; back and forward move between tabs', async ({ page }) => {
    await page.goto('/school');
    await page.getByRole('tab', { name: 'Knowledge Base' }).click();
    await expect(page).toHaveURL(/\?tab=knowledge$/);
    const card = panel(page).locator('article').filter({ hasText: 'How often should I clean fiber connectors?' });
    await expect(card.getByText('FAQ', { exact: true })).toBeVisible();
    await expect(card.getByText('Maintenance')).toBeVisible();
    await expect(card.getByText('967 views')).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', '/knowledge/fiber-connector-cleaning-frequency');
    expect((await card.locator('p').last().textContent())?.endsWith('...')).toBe(true);
    await page.getByPlaceholder('Search articles...').fill('ftth');
    await expect(panel(page).locator('article')).toHaveCount(1);
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page).toHaveURL(/tab=sessions&q=ftth/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Knowledge Base' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  });

  test('admin controls are absent for visitors and open the content editor for an admin', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/school');
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-admin-control]')).toHaveCount(0);
    await expect(page.getByText('Add Course')).toHaveCount(0);

    let me: Record<string, unknown> = ADMIN;
    // The stored token is not a real session: stand in for the signed-in user's API calls, before
    // the page holds the token (the page's live frame checks a stored session when it starts,
    // and the real API's 401 would end it, sending the page to the sign-in).
    await page.route('**/api/**', (route) => {
      const url = route.request().url();
      if (url.endsWith('/api/auth/me')) return route.fulfill({ json: me });
      if (url.includes('/api/products/stock')) return route.continue();
      return route.fulfill({ json: [] });
    });
    await page.evaluate((admin) => {
      localStorage.setItem('token', 'test-token');
      localStorage.setItem('user', JSON.stringify(admin));
    }, ADMIN);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Add Course' })).toHaveAttribute('href', '/admin/#/collections/courses/new');
    await expect(page.getByRole('link', { name: 'Edit Fiber Optic Fundamentals in the content editor' })).toHaveAttribute(
      'href',
      '/admin/#/collections/courses/entries/fiber-optic-fundamentals',
    );
    await expect(page.getByRole('link', { name: 'Delete Fiber Optic Fundamentals in the content editor' })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page.getByRole('link', { name: 'Schedule Session' })).toHaveAttribute('href', '/admin/#/collections/sessions/new');
    await page.getByRole('tab', { name: 'Knowledge Base' }).click();
    await expect(page.getByRole('link', { name: 'Add Article' })).toHaveAttribute('href', '/admin/#/collections/articles/new');

    me = { ...ADMIN, email: 'c@example.com', role: 'customer' };
    await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), me);
    await page.goto('/school');
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-admin-control]')).toHaveCount(0);
  });
});

test.describe('course pages', () => {
  test('a scheduled course: outcomes, agenda with contact hours, credential, the session with its street address', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/school');
    await panel(page)
      .locator('article')
      .filter({ hasText: 'CFOT Certification Prep' })
      .getByRole('link', { name: 'Course details' })
      .click();
    await expect(page).toHaveURL(/\/school\/courses\/cfot-certification-prep\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CFOT Certification Prep' })).toBeVisible();
    await expect(page.getByText('5 days, 37.5 contact hours')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Agenda: 37.5 contact hours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Day 5: Design, review and FOA exam/ })).toBeVisible();
    await expect(page.getByText('Certified Fiber Optic Technician (CFOT), issued by The Fiber Optic Association (FOA)')).toBeVisible();
    await expect(page.getByText('Exam fee included in the course price')).toBeVisible();
    await expect(page.getByText('None: this course is not approved for BICSI CECs or other continuing-education credits.')).toBeVisible();
    const dates = page.getByRole('region', { name: 'Dates and venue' });
    await expect(dates.getByText('March 22, 2027 - March 26, 2027')).toBeVisible();
    await expect(dates.getByText('4715 Walzem Road, Suite 210, San Antonio, TX 78218')).toBeVisible();
    await expect(dates.getByRole('link', { name: 'Join Session' })).toHaveAttribute(
      'href',
      /^\/contact\?type=session&course=CFOT%20Certification%20Prep&startDate=2027-03-22/,
    );
    await expect(page.getByRole('region', { name: 'Cancellation policy' })).toContainText('14 or more days');
    await expectNoAxeViolations();
  });

  test('a course with field days sends them to the yard with parking and PPE, and every date gives its Central Time hours', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/school/courses/ftth-installation-activation');
    await expect(
      page.getByRole('heading', { name: 'Day 2: Building the outside plant (7.5 h, field day at the training yard)' }),
    ).toBeVisible();
    const dates = page.getByRole('region', { name: 'Dates and venue' });
    await expect(dates.getByText('8:00 AM – 5:00 PM Central Time')).toBeVisible();
    await expect(dates).toContainText('Classroom day 1: 4715 Walzem Road, Suite 210, San Antonio, TX 78218.');
    await expect(dates).toContainText('Field days 2 and 3: training yard, 6110 Rittiman Road, San Antonio, TX 78218.');
    await expect(dates).toContainText('hard hats and high-visibility vests are issued at the gate');
    await expectNoAxeViolations();

    await page.goto('/school/courses/fiber-safety-osha-compliance');
    await expect(page.getByRole('region', { name: 'Dates and venue' }).getByText('8:30 AM – 4:00 PM Central Time')).toBeVisible();
  });

  test('a course on request links its prerequisites and opens the contact form prefilled', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/school/courses/emergency-fiber-restoration');
    const prerequisites = page.getByRole('region', { name: 'Prerequisites' });
    await expect(prerequisites.getByRole('link', { name: 'Fusion Splicing Techniques' })).toHaveAttribute(
      'href',
      '/school/courses/fusion-splicing-techniques',
    );
    await expect(prerequisites.getByRole('link', { name: 'OTDR Testing and Trace Analysis' })).toHaveAttribute(
      'href',
      '/school/courses/otdr-testing-trace-analysis',
    );
    const dates = page.getByRole('region', { name: 'Dates and venue' });
    await expect(dates.getByText('On request — at your site or ours')).toBeVisible();
    await expectNoAxeViolations();
    await dates.getByRole('link', { name: 'Request this course' }).click();
    await expect(page).toHaveURL(/\/contact\?type=training/);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/the course "Emergency Fiber Restoration" on request/);
  });

  test('the sessions tab shows each venue’s street address; an on-request course says so on its card', async ({ page }) => {
    await page.goto('/school?tab=sessions');
    const open = panel(page).locator('article').filter({ hasText: 'Fiber Optic Fundamentals' });
    await expect(open.getByText('4715 Walzem Road, Suite 210, San Antonio, TX 78218')).toBeVisible();
    await page.getByRole('tab', { name: 'Courses' }).click();
    const aerial = panel(page).locator('article').filter({ hasText: 'Aerial Fiber Construction' });
    await expect(aerial.getByText(/On request — at your site or ours/)).toBeVisible();
    await expect(aerial.getByRole('link', { name: 'Request this course' })).toHaveAttribute('href', /^\/contact\?type=training&/);
  });
});
