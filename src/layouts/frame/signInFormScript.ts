// Written inline by the build right after a guarded page's sign-in form (scripts/build/astro-frame-script.mjs).
import { showSignInForm } from '../../features/auth/signInView';

showSignInForm((document.currentScript as HTMLScriptElement).previousElementSibling as HTMLTemplateElement);
