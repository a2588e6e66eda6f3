export { styleSlideTemplatePicker } from './picker-style';
export { SLIDE_TEMPLATES } from './templates';
