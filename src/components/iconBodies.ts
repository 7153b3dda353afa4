// Feather-style icon bodies (24×24, stroke), one module per icon: an island takes
// `import * as icon from …/iconBodies` and `icon.cart`, and its chunks carry only the icons
// the islands sharing them draw (one module of all icons would put every island's icons on
// every island page).
export { menu } from './icons/menu';
export { x } from './icons/x';
export { phone } from './icons/phone';
export { mail } from './icons/mail';
export { mapPin } from './icons/mapPin';
export { tool } from './icons/tool';
export { settings } from './icons/settings';
export { zap } from './icons/zap';
export { repeat } from './icons/repeat';
export { shield } from './icons/shield';
export { instagram } from './icons/instagram';
export { facebook } from './icons/facebook';
export { twitter } from './icons/twitter';
export { linkedin } from './icons/linkedin';
export { checkCircle } from './icons/checkCircle';
export { check } from './icons/check';
export { truck } from './icons/truck';
export { clock } from './icons/clock';
export { award } from './icons/award';
export { users } from './icons/users';
export { headphones } from './icons/headphones';
export { arrowLeft } from './icons/arrowLeft';
export { arrowRight } from './icons/arrowRight';
export { chevronDown } from './icons/chevronDown';
export { eye } from './icons/eye';
export { calendar } from './icons/calendar';
export { bookOpen } from './icons/bookOpen';
export { activity } from './icons/activity';
export { server } from './icons/server';
export { grid } from './icons/grid';
export { list } from './icons/list';
export { link } from './icons/link';
export { search } from './icons/search';
export { cart } from './icons/cart';
export { user } from './icons/user';
export { alert } from './icons/alert';
export { info } from './icons/info';
export { star } from './icons/star';
export { layers } from './icons/layers';
export { edit } from './icons/edit';
export { trash } from './icons/trash';
export { plus } from './icons/plus';
export { minus } from './icons/minus';
export { package } from './icons/package';
