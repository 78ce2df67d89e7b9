import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { handlers } from '../../../mocks/handlers';
import { ImageList } from './ImageList';

// Story images are drawn here and served by msw, so the stories never depend on an outside server.
const plantPicture = (caption: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">` +
  `<rect width="240" height="160" fill="#e8f5e9"/><circle cx="120" cy="70" r="38" fill="#2e7d32"/>` +
  `<text x="120" y="145" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#1b5e20">${caption}</text></svg>`;

const storyImages = http.get('/story-images/:name', ({ params }) => {
  const name = String(params.name);
  if (name.startsWith('missing')) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(plantPicture(name.replace(/\.svg$/, '')), { headers: { 'Content-Type': 'image/svg+xml' } });
});

const phenotypeImages = [
  { imageId: 7001, fileName: 'SALK_089401-rosette.svg', caption: 'SALK_089401 rosette at 21 days' },
  { imageId: 7002, fileName: 'SALK_089401-flowering.svg', caption: 'SALK_089401 early flowering under long days' },
  { imageId: 7003, fileName: 'Col-0-rosette.svg', caption: 'Col-0 rosette at 21 days' },
];

const meta = {
  title: 'Renderers/ImageList',
  component: ImageList,
  parameters: { msw: { handlers: [storyImages, ...handlers] } },
  args: {
    recordType: 'germplasm',
    sectionId: 'summary',
    record: { name: 'SALK_089401' },
    field: { kind: 'imageList', label: 'Images', path: 'images', src: '/story-images/{fileName}', alt: '{caption}' },
    value: phenotypeImages,
  },
} satisfies Meta<typeof ImageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each image with its alternative text, inside a labelled scrolling box. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'SALK_089401 rosette at 21 days' });
    await expect(image).toHaveAttribute('src', '/story-images/SALK_089401-rosette.svg');
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Images (scrollable list)' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    value: [],
    field: { kind: 'imageList', label: 'Images', path: 'images', src: '/story-images/{fileName}', alt: '{caption}', empty: 'No images available' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images available')).toBeVisible();
  },
};

export const Long: Story = {
  args: {
    value: Array.from({ length: 18 }, (_, index) => ({
      fileName: `CS${70000 + index}.svg`,
      caption: `Stock CS${70000 + index} seedling`,
    })),
  },
};

export const Linked: Story = {
  args: {
    field: { kind: 'imageList', label: 'Images', path: 'images', src: '/story-images/{fileName}', alt: '{caption}', href: '/image?key={imageId}' },
  },
  // Each image is wrapped in its link.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Col-0 rosette at 21 days' })).toHaveAttribute('href', '/image?key=7003');
  },
};

export const BrokenImage: Story = {
  args: {
    value: [
      { fileName: 'missing-flc.png', caption: 'FLC expression in vernalized seedlings' },
      { fileName: 'Ler-1-rosette.svg', caption: 'Ler-1 rosette' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-missing-image]')).not.toBeNull());
    await expect(canvas.getByText('FLC expression in vernalized seedlings')).toBeVisible();
    // The placeholder stands in for the picture: an image by role, named by the alternative text, not an <img>.
    const placeholder = canvas.getByRole('img', { name: 'FLC expression in vernalized seedlings' });
    await expect(placeholder.tagName).not.toBe('IMG');
    await expect(placeholder).toHaveTextContent('FLC expression in vernalized seedlings');
  },
};

export const UnsafeSource: Story = {
  args: {
    value: [{ fileName: 'javascript:alert(1)', caption: 'Figure 2 of PubMed 10548754' }],
    field: { kind: 'imageList', label: 'Images', path: 'images', src: '{fileName}', alt: '{caption}' },
  },
  // An image from an unsafe URL is never loaded: its placeholder shows instead.
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('Figure 2 of PubMed 10548754')).toBeVisible();
  },
};
