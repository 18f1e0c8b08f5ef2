// The element base every widget chunk uses. The loader defines the tags and,
// when an instance connects, imports the widget's chunk and calls attach();
// on disconnect it calls detach(), which unmounts the tree so every timer,
// listener and request (all owned by effects) is cleaned up.
import { createElement, render, type ComponentType } from 'preact';
import { openShadow } from './shadow';

export interface WidgetController {
  /** An observed attribute changed. */
  update(): void;
  detach(): void;
}

export interface Widget {
  attach(host: HTMLElement): WidgetController;
}

/** Every attribute as a camelCase prop: `bot-title` → `botTitle`; present boolean = ''. */
export type AttributeProps = Record<string, string | undefined>;

export interface WidgetProps {
  host: HTMLElement;
  attrs: AttributeProps;
}

export function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function readAttributes(host: Element): AttributeProps {
  const attrs: AttributeProps = {};
  for (const name of host.getAttributeNames()) attrs[camel(name)] = host.getAttribute(name) ?? undefined;
  return attrs;
}

export function preactWidget(Component: ComponentType<WidgetProps>, css: string): Widget {
  return {
    attach(host) {
      const root = openShadow(host, css);
      const draw = () => render(createElement(Component, { host, attrs: readAttributes(host) }), root);
      draw();
      return {
        update: draw,
        detach: () => render(null, root),
      };
    },
  };
}
