import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.browser';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly } from './client-only';

const Part = ({ text }: { text: string }) => <p>{text}</p>;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('clientOnly', () => {
  it('sends only the placeholder from the server and loads nothing there', () => {
    const load = vi.fn(async () => Part);
    const Menu = clientOnly(load, <span>Menu space</span>);
    expect(renderToString(<Menu text="Menu" />)).toBe('<span>Menu space</span>');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders the part once its code has loaded in the browser', async () => {
    const Menu = clientOnly(async () => Part, <span>Menu space</span>);
    render(<Menu text="Our Products" />);
    expect(await screen.findByText('Our Products')).toBeInTheDocument();
    expect(screen.queryByText('Menu space')).not.toBeInTheDocument();
  });

  it('renders at once after a preload, and loads the code only once', async () => {
    const load = vi.fn(async () => Part);
    const Menu = clientOnly(load);
    await act(() => Menu.preload());
    render(<Menu text="Open at once" />);
    expect(screen.getByText('Open at once')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the placeholder when the code cannot be loaded, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(Part);
    const Menu = clientOnly(load, <span>Menu space</span>);
    const { unmount } = render(<Menu text="Menu" />);
    await settle();
    expect(screen.getByText('Menu space')).toBeInTheDocument();
    unmount();
    render(<Menu text="Second try" />);
    expect(await screen.findByText('Second try')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
