import { createElement, createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Slot } from '@/components/ui/slot';

type Props = Record<string, unknown>;
/** The opening tag's attributes, in no particular order. */
const attributes = (html: string) => Object.fromEntries([...html.slice(0, html.indexOf('>')).matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const slot = (slotProps: Props, child: ReactElement) => Slot({ ...slotProps, children: child }) as ReactElement<Props>;

describe('Slot (asChild)', () => {
  it('renders the child with the slot’s classes before its own, and the child’s other props winning', () => {
    const el = slot({ className: 'a', title: 'slot', 'data-slot': 'button' }, createElement('a', { href: '/products', className: 'b', title: 'child' }));
    expect(attributes(renderToStaticMarkup(el))).toEqual({ 'data-slot': 'button', title: 'child', href: '/products', class: 'a b' });
  });

  it('merges styles, the child’s values winning', () => {
    const el = slot({ style: { color: 'red', margin: 1 } }, createElement('span', { style: { color: 'blue' } }));
    expect(el.props.style).toEqual({ color: 'blue', margin: 1 });
  });

  it('runs both click handlers, the child’s first, and returns the child’s result', () => {
    const calls: string[] = [];
    const el = slot({ onClick: () => calls.push('slot') }, createElement('button', { onClick: () => (calls.push('child'), 'done') }));
    expect((el.props.onClick as () => unknown)()).toBe('done');
    expect(calls).toEqual(['child', 'slot']);
  });

  it('keeps a handler only one side has', () => {
    const onFocus = vi.fn();
    const el = slot({ onFocus }, createElement('button'));
    expect(el.props.onFocus).toBe(onFocus);
  });

  it('sets both refs', () => {
    const slotRef = createRef<string>();
    const childCalls: unknown[] = [];
    const el = slot({ ref: slotRef }, createElement('a', { ref: (n: unknown) => void childCalls.push(n) }));
    const cleanup = (el.props.ref as (n: unknown) => (() => void) | void)('node');
    expect(slotRef.current).toBe('node');
    expect(childCalls).toEqual(['node']);
    cleanup?.();
    expect(slotRef.current).toBeNull();
    expect(childCalls).toEqual(['node', null]);
  });

  it('renders nothing for a child that is not an element', () => {
    expect(Slot({ children: 'text' })).toBeNull();
  });

  it('lets a Button render as its link, with the button’s look and no type', () => {
    const html = renderToStaticMarkup(createElement(Button, { asChild: true, variant: 'outline' }, createElement('a', { href: '/products' }, 'Shop')));
    expect(html).toMatch(/^<a [^>]*>Shop<\/a>$/);
    const attrs = attributes(html);
    expect(attrs).toMatchObject({ 'data-slot': 'button', 'data-variant': 'outline', href: '/products' });
    expect(attrs.class).toContain('border-input');
    expect(attrs).not.toHaveProperty('type');
  });
});
