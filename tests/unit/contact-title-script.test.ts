// The contact page's inline line: an enrollment link's heading and title before the first paint.
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { contactTitleScript } from '../../src/features/forms/contactTitleScript';

const SCRIPT = contactTitleScript({
  'Contact Us': 'Contáctenos',
  'Course Enrollment Request': 'Solicitud de inscripción',
  'Training Session Registration': 'Registro en la sesión </script>',
});

function run(search: string) {
  const heading = { textContent: 'Contáctenos' };
  const attributes: Record<string, string> = {};
  const document = {
    title: 'Contáctenos | FiberPro Texas',
    querySelector: (selector: string) => (selector === 'main h1' ? heading : null),
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  runInNewContext(SCRIPT, { document, location: { search }, URLSearchParams, Object });
  return { heading: heading.textContent, title: document.title, booking: 'data-booking' in attributes };
}

describe("the contact page's title line", () => {
  test('a course link: its heading and the document title', () => {
    expect(run('?type=course&course=Fusion+Splicing')).toEqual({
      heading: 'Solicitud de inscripción',
      title: 'Solicitud de inscripción | FiberPro Texas',
      booking: false,
    });
  });

  test('a session link is a booking', () => {
    expect(run('?type=%20session%20&session=4')).toMatchObject({ heading: 'Registro en la sesión </script>', booking: true });
  });

  test.each(['', '?type=', '?type=general', '?type=constructor', '?type=__proto__'])('%s leaves the plain page', (search) => {
    expect(run(search)).toEqual({ heading: 'Contáctenos', title: 'Contáctenos | FiberPro Texas', booking: false });
  });

  test('a title cannot close the inline script', () => {
    expect(SCRIPT).not.toContain('</script>');
  });
});
