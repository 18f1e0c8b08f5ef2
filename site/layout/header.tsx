// The site header (SPEC §2, Shared elements): the menu prerendered from
// site/content/menu.ts, then refreshed from the API (5-minute session cache).
// Dropdowns are disclosure buttons: Enter/Space toggle, ArrowDown opens and
// enters, arrows move, Escape closes and returns focus. On wide screens they
// are positioned with @floating-ui, loaded on the first open.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { menu as staticMenu } from '../../content/menu';
import { siteConfig } from '../../content/site-config';
import type { MenuItem } from '../../content/types';
import { menuHref } from '../links';
import { getMenu } from '../menu-cache';
import { Icon } from './icons';
import { SiteLink } from './site-link';

const initials = siteConfig.company.split(/\s+/).map((w) => w[0]).join("").slice(0, 2).toUpperCase();
const desktop = () => matchMedia('(min-width: 993px)').matches;
let floating: Promise<typeof import('./floating')> | undefined;
const loadFloating = () => (floating ??= import('./floating'));

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href]')) : [];
}

function SubList({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <ul class="dropdown__list">
      {items.map((item) => (
        <li key={item.label}>
          <SiteLink href={menuHref(item.routerLink)} className="dropdown__link" onNavigate={onNavigate}>
            {item.label}
          </SiteLink>
          {item.items?.length ? (
            <ul class="dropdown__sub">
              {item.items.map((sub) => (
                <li key={sub.label}>
                  <SiteLink href={menuHref(sub.routerLink)} className="dropdown__link dropdown__link--sub" onNavigate={onNavigate}>
                    {sub.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function NavItem({ item, open, setOpen, closeAll }: { item: MenuItem; open: boolean; setOpen: (o: boolean) => void; closeAll: () => void }) {
  const id = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      focusables(panelRef.current)[0]?.focus();
    }
    if (!desktop()) return;
    let cleanup: (() => void) | undefined;
    let live = true;
    loadFloating().then((m) => {
      if (live && toggleRef.current && panelRef.current) cleanup = m.place(itemRef.current!, panelRef.current);
    }).catch(() => undefined);
    return () => {
      live = false;
      cleanup?.();
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const links = focusables(panelRef.current);
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) {
        focusFirst.current = true;
        setOpen(true);
      } else links[(at + 1) % links.length]?.focus();
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      links[at <= 0 ? links.length - 1 : at - 1]?.focus();
    } else if ((e.key === 'Home' || e.key === 'End') && open && at >= 0) {
      e.preventDefault();
      (e.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    }
  };

  const onFocusOut = (e: FocusEvent) => {
    if (open && !itemRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  if (!item.items?.length) {
    return (
      <li class="nav__item">
        <SiteLink href={menuHref(item.routerLink)} className="nav__link" onNavigate={closeAll}>
          {item.label}
        </SiteLink>
      </li>
    );
  }
  return (
    <li class={open ? 'nav__item nav__item--open' : 'nav__item'} ref={itemRef} onKeyDown={onKeyDown} onFocusOut={onFocusOut}>
      <SiteLink href={menuHref(item.routerLink)} className="nav__link" onNavigate={closeAll}>
        {item.label}
      </SiteLink>
      <button
        type="button"
        class="nav__toggle"
        ref={toggleRef}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={id}
        aria-label={`${item.label} submenu`}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadFloating()}
      >
        <Icon name="chevron-down" />
      </button>
      <div class="dropdown" id={id} ref={panelRef} hidden={!open}>
        <SubList items={item.items} onNavigate={closeAll} />
      </div>
    </li>
  );
}

export function Header() {
  const [menu, setMenu] = useState<MenuItem[]>(staticMenu);
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const [embedded, setEmbedded] = useState(false);
  const [location] = useLocation();
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setEmbedded(new URLSearchParams(window.location.search).get('embed') === 'true');
    let live = true;
    getMenu()
      .then((fresh) => {
        if (live && JSON.stringify(fresh) !== JSON.stringify(staticMenu)) setMenu(fresh);
      })
      .catch(() => undefined);
    const onDown = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpenItem(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => {
      live = false;
      document.removeEventListener('pointerdown', onDown);
    };
  }, []);

  useEffect(() => {
    setOpenItem(null);
    setNavOpen(false);
  }, [location]);

  if (embedded) return null;
  const closeAll = () => {
    setOpenItem(null);
    setNavOpen(false);
  };
  return (
    <header class="site-header" ref={headerRef}>
      <div class="site-header__bar">
        <SiteLink href="#home-section" className="brand" onNavigate={closeAll}>
          <span class="brand__mark" aria-hidden="true">{initials}</span>
          <span class="brand__name">{siteConfig.company}</span>
        </SiteLink>
        <button
          type="button"
          class="nav-burger"
          aria-expanded={navOpen ? 'true' : 'false'}
          aria-controls="site-nav"
          onClick={() => setNavOpen(!navOpen)}
        >
          <Icon name={navOpen ? 'close' : 'menu'} />
          <span class="sr-only">Menu</span>
        </button>
        <nav id="site-nav" class={navOpen ? 'nav nav--open' : 'nav'} aria-label="Main">
          <ul class="nav__list">
            {menu.map((item) => (
              <NavItem
                key={item.label}
                item={item}
                open={openItem === item.label}
                setOpen={(o) => setOpenItem(o ? item.label : null)}
                closeAll={closeAll}
              />
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
