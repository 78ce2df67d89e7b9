import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Comments.stories';

const { Populated, GenericShape, Empty, ItemForm, Long } = composeStories(stories);

const commenters = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('Comments', () => {
  it('shows only the 5 most recent comments', () => {
    render(<Populated />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Maria González')).not.toBeInTheDocument();
    expect(screen.queryByText('Wei Zhang')).not.toBeInTheDocument();
  });

  it('lists the newest comment first', () => {
    render(<Populated />);
    expect(commenters()).toEqual(['Sofia Rossi', 'Amara Okafor', 'Priya Raman', 'Lukas Becker', 'Kenji Tanaka']);
  });

  it('shows the last 2 comments in item form', () => {
    render(<ItemForm />);
    expect(commenters()).toEqual(['Sofia Rossi', 'Amara Okafor']);
  });

  it('links each commenter to their person page', () => {
    render(<Populated />);
    expect(screen.getByRole('link', { name: 'Kenji Tanaka' })).toHaveAttribute('href', '/person?key=1501423455');
  });

  it('reads the generic comment shape too', () => {
    render(<GenericShape />);
    expect(screen.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', '/person?key=1501551210');
    expect(screen.getByText('Confirmed homozygous by PCR with the LBb1.3 primer.')).toBeInTheDocument();
  });

  it('shows dates as YYYY-MM-DD', () => {
    render(<Populated />);
    expect(screen.getByText('2024-06-17')).toBeInTheDocument();
  });

  it('keeps the line breaks of a comment', () => {
    render(<Populated />);
    const text = screen.getByText(/Expression is strongly induced by ABA/);
    expect(text.textContent).toContain('3 h).\nHappy to share the data.');
  });

  it('never interprets comment text as HTML', () => {
    render(<Long />);
    expect(screen.getByText(/<b>not bold<\/b> <img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('b, img')).toBeNull();
  });

  it('says how many comments there are when only some show', () => {
    render(<Long />);
    expect(screen.getByText('The 5 most recent of 48 comments.')).toBeInTheDocument();
  });

  it("hides the comments with 'Hide Comments' and shows them again with 'Show Comments'", async () => {
    const user = userEvent.setup();
    render(<Populated />);
    await user.click(screen.getByRole('button', { name: 'Hide Comments' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Comments' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('tells assistive technology whether the comments are expanded', async () => {
    const user = userEvent.setup();
    render(<Populated />);
    const toggle = screen.getByRole('button', { name: 'Hide Comments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByRole('list'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers a disabled 'Add My Comment' button explaining who may comment", () => {
    render(<Populated />);
    const button = screen.getByRole('button', { name: 'Add My Comment' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Registered users can comment.*Curators review/);
  });

  it("shows 'No comments available' when there are none", () => {
    render(<Empty />);
    expect(screen.getByText('No comments available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Comments$/ })).not.toBeInTheDocument();
  });

  it("shows the config's empty text when it has one", () => {
    render(<Empty field={{ kind: 'comments', label: 'Comments', path: 'comments', empty: 'No comments found' }} />);
    expect(screen.getByText('No comments found')).toBeInTheDocument();
  });

  it('shows the empty text for a value that is not a list of comments', () => {
    render(<Empty value={{ notepadComment: 42 }} />);
    expect(screen.getByText('No comments available')).toBeInTheDocument();
  });
});
