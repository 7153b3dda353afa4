// Wires the site into the content editor loaded by /admin: previews styled with the site's
// own stylesheet and rendered like the site's cards and articles, and a clean-up that keeps
// saved files valid for the schemas of src/domain/content/schemas.ts.
import siteCss from '../../../styles/global.css?url';
import { registerPreviews } from './previews';
import { withoutEmptyValues, type ImmutableLike } from './cleanEntry';

interface DecapCms {
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerEventListener(listener: { name: string; handler: (arg: { entry: ImmutableLike }) => unknown }): void;
}

export function setUpEditor() {
  const cms = (window as unknown as { CMS?: DecapCms }).CMS;
  if (!cms) return;
  cms.registerPreviewStyle(siteCss);
  registerPreviews(cms);
  // Optional fields left empty are saved as '' by the editor; the schemas want them absent
  // (an empty careers e-mail, social link, sale price or update date).
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => withoutEmptyValues(entry.get('data') as ImmutableLike) });
}
