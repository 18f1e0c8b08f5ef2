// GET /api/Menu/GetAllNavigationsMenu → { data: MenuItem[] } (SPEC §3 Navigation menu item).
import { Type, type Static } from 'typebox';

/** An item has a label, a first router link that is used, and children one or two levels deep. */
export interface MenuItem {
  label: string;
  routerLink: string[];
  items?: MenuItem[];
}

const Item = Type.Object({
  label: Type.String(),
  routerLink: Type.Array(Type.String()),
  // Children are MenuItems too; the server sends the menu precompressed, so
  // this schema documents rather than serialises them.
  items: Type.Optional(Type.Array(Type.Unknown())),
});

export const MenuReply = Type.Object({ data: Type.Array(Item) });
export type MenuReply = { data: MenuItem[] };
export type MenuItemSchema = Static<typeof Item>;
