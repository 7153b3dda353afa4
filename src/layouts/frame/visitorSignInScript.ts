// Written inline at the end of a guarded page's head by the build (scripts/build/astro-frame-script.mjs).
import { showSignInToVisitor } from '../../features/auth/visitorSignIn';

showSignInToVisitor({ location, history, root: document.documentElement, doc: document }, () => localStorage);
