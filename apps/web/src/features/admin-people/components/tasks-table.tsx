// Background Processes table: Task ID, Description, Metadata — the engine's jobs with their state.
import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import type { ScheduledTask, TaskMeta } from '../api/types';
import { dateTime } from './format';

const STATE_COLORS: Record<string, string> = {
  queued: 'blue',
  active: 'violet',
  completed: 'green',
  failed: 'red',
  manual: 'orange',
};

// long payloads wrap rather than scroll: a scrolling box would need its own keyboard stop
const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

const hasContent = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'object' && Object.keys(value).length === 0);

function Metadata({ meta }: { meta: TaskMeta }) {
  return (
    <Stack gap={4}>
      {/* a div: the state badge is a block of its own, which a paragraph may not hold */}
      <Text size="sm" component="div">
        <Badge size="sm" variant="light" color={STATE_COLORS[meta.state] ?? 'gray'} mr={6} data-testid="task-state">
          {meta.state}
        </Badge>
        {meta.name}
      </Text>
      <Text size="xs" c="dimmed">
        Run at {dateTime(meta.run_at)} · attempts {meta.attempts}
        {meta.completed_at ? ` · done ${dateTime(meta.completed_at)}` : ''}
      </Text>
      {hasContent(meta.payload) && (
        <Code block fz="xs" style={WRAP}>
          {JSON.stringify(meta.payload)}
        </Code>
      )}
      {hasContent(meta.result) && (
        <Code block fz="xs" style={WRAP}>
          {JSON.stringify(meta.result)}
        </Code>
      )}
      {meta.last_error && (
        <Text size="xs" c="red">
          {meta.last_error}
        </Text>
      )}
    </Stack>
  );
}

export function TasksTable({ tasks }: { tasks: ScheduledTask[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label="Background processes" className="hl-table-cards">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Task ID</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Metadata</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map(([id, description, meta]) => (
            <Table.Tr key={id} data-testid="task-row">
              <Table.Td fw={600} data-label="Task ID">
                {id}
              </Table.Td>
              <Table.Td data-label="Description" data-block>
                {description}
              </Table.Td>
              <Table.Td maw={420} data-label="Metadata" data-block>
                <Metadata meta={meta} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
