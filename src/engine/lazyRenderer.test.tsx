import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyRenderer } from './lazyRenderer';
import type { RendererProps } from './rendererProps';

type Props = RendererProps<'multiline'>;

const field = { kind: 'multiline', label: 'Address', path: 'address' } as Props['field'];
const props: Props = { field, value: 'Carnegie Institution', record: {}, recordType: 'organization', sectionId: 'general' };

/** Stands in for a renderer's module: shows the value it was given. */
const ShowValue: ComponentType<Props> = ({ value }) => <p>{String(value)}</p>;

/** A download the test finishes when it chooses. */
function pendingDownload() {
  let finish: (component: ComponentType<Props>) => void = () => undefined;
  const download = new Promise<ComponentType<Props>>((resolve) => {
    finish = resolve;
  });
  return { download, finish };
}

describe('lazyRenderer', () => {
  it('renders at once, without a placeholder, once preloaded', async () => {
    const Renderer = lazyRenderer<'multiline'>(() => Promise.resolve(ShowValue));
    await Renderer.preload();
    render(<Renderer {...props} />);
    expect(screen.getByText('Carnegie Institution')).toBeInTheDocument();
  });

  it('shows a placeholder until its code arrives, then the renderer with the same props', async () => {
    const { download, finish } = pendingDownload();
    const Renderer = lazyRenderer<'multiline'>(() => download);
    const { container } = await act(async () => render(<Renderer {...props} />));
    expect(screen.queryByText('Carnegie Institution')).toBeNull();
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull();
    await act(async () => {
      finish(ShowValue);
      await download;
    });
    expect(screen.getByText('Carnegie Institution')).toBeInTheDocument();
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('downloads its code once, however often it is preloaded', async () => {
    let downloads = 0;
    const Renderer = lazyRenderer<'multiline'>(() => {
      downloads += 1;
      return Promise.resolve(ShowValue);
    });
    await Promise.all([Renderer.preload(), Renderer.preload()]);
    await Renderer.preload();
    expect(downloads).toBe(1);
  });

  it('tries the download again after one failed', async () => {
    let downloads = 0;
    const Renderer = lazyRenderer<'multiline'>(() => {
      downloads += 1;
      return downloads === 1 ? Promise.reject(new Error('network down')) : Promise.resolve(ShowValue);
    });
    await expect(Renderer.preload()).rejects.toThrow('network down');
    await Renderer.preload();
    render(<Renderer {...props} />);
    expect(screen.getByText('Carnegie Institution')).toBeInTheDocument();
  });

  it('uses a renderer handed over already loaded, without downloading', () => {
    let downloads = 0;
    const Renderer = lazyRenderer<'multiline'>(() => {
      downloads += 1;
      return Promise.resolve(ShowValue);
    });
    Renderer.provide(ShowValue);
    render(<Renderer {...props} />);
    expect(screen.getByText('Carnegie Institution')).toBeInTheDocument();
    expect(downloads).toBe(0);
  });
});
