export { FormPageView } from './form-page-view.tsx';
