import { Button, Menu } from '@mantine/core';
import { LANGUAGES, useLanguage } from '../../lib/language';

export function LanguageMenu() {
  const [language, choose] = useLanguage();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="subtle" aria-label={`Langue\u202f: ${current.label}`}>
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Langue</Menu.Label>
        {LANGUAGES.map((entry) => (
          <Menu.Item
            key={entry.code}
            lang={entry.code}
            onClick={() => choose(entry.code)}
            aria-current={entry.code === language ? 'true' : undefined}
          >
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
