// The campaign's hashtags, each with a copy button, and one to copy them all.
import { Button, CopyButton, Group, Paper, Text } from '@mantine/core';

const withHash = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);

export function Hashtags({ tags }: { tags: string[] }) {
  const list = tags
    .map((t) => t.trim())
    .filter(Boolean)
    .map(withHash);
  if (list.length === 0) return <Text c="dimmed">No hashtags for this campaign.</Text>;
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
                  aria-label={`Copy ${tag}`}
                >
                  {copied ? 'Copied' : 'Copy'}
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
              {copied ? 'Copied all' : 'Copy all'}
            </Button>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
