import { CoreAdminContext, memoryStore } from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OnboardingPage } from './OnboardingPage.tsx';
import { createOnboardingProvider } from './onboardingDataProvider.ts';
import { PASSWORD_RULES } from './onboardingForm.ts';

const render = (url: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <CoreAdminContext
        dataProvider={createOnboardingProvider({} as never)}
        store={memoryStore({ locale: 'en' })}
      >
        <OnboardingPage onSignedIn={() => undefined} />
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('OnboardingPage', () => {
  it('shows the form with its fields and the password rules when the link has a token', () => {
    const html = render('/admin/onboarding?token=abc');
    expect(html).toContain('Set up your admin account');
    for (const label of ['Password', 'Confirm password', 'First name', 'Last name', 'Mobile number']) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain(PASSWORD_RULES);
    expect(html).toContain('Create my account');
  });

  it('asks for a new invite when the link has no token', () => {
    const html = render('/admin/onboarding');
    expect(html).toContain('This invitation link no longer works');
    expect(html).toContain('Ask a super admin to send you a new invite.');
    expect(html).not.toContain('Create my account');
  });
});
