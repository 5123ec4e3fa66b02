import PhotoControlPage from '../photo/page';
import './styled.css';

// The photo control with one external stylesheet, which Next links render-blocking as it links
// the store's: what a stylesheet alone costs a page's largest paint (bench/lighthouse.mjs prints
// each page against it beside the two controls; docs/performance.md). Not a budget's control: the
// budget stays against /photo.
export const metadata = { title: 'Photo control, styled', description: 'The photo control with one render-blocking stylesheet.' };

export default PhotoControlPage;
