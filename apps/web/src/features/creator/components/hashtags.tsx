// The campaign's hashtags, each with a copy button, and one to copy them all.
import { Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { t } from '../../../lib/i18n';

const withHash = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);

export function Hashtags({ tags }: { tags: string[] }) {
  const list = tags
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map(withHash);
  if (list.length === 0) return <Text c="dimmed">{t('crNoHashtags')}</Text>;
  return (
    <Group gap="xs" wrap="wrap">
      {list.map((tag) => (
        <Paper key={tag} withBorder radius="xl" px="sm" py={4}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} fz="sm">
              {tag}
            </Text>
            <CopyButton value={tag}>
              {({ copied, copy }) => (
                <Button
                  size="compact-xs"
                  variant={copied ? 'filled' : 'subtle'}
                  color={copied ? 'teal' : 'violet'}
                  onClick={copy}
                  aria-label={t('crCopyTag', { tag })}
                >
                  {copied ? t('crCopied') : t('crCopy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Paper>
      ))}
      {list.length > 1 && (
        <CopyButton value={list.join(' ')}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" color={copied ? 'teal' : 'violet'} onClick={copy}>
              {copied ? t('crCopiedAll') : t('crCopyAll')}
            </Button>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
