import { IconCoins, IconLogout, IconMusic, IconShield, IconUser } from '../icons/icons';
import type { NavKey } from './nav-items';

export function NavIcon({ name, size }: { name: NavKey | 'admin' | 'logout'; size?: number }) {
  switch (name) {
    case 'account':
      return <IconUser size={size} />;
    case 'campaigns':
      return <IconMusic size={size} />;
    case 'credits':
      return <IconCoins size={size} />;
    case 'admin':
      return <IconShield size={size} />;
    case 'logout':
      return <IconLogout size={size} />;
  }
}
