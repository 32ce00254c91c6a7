// The page numbers under a list: shown only when the list has more than one page. A page past the last one
// (an old link) moves to the last page.
import { Center, Pagination, type PaginationProps } from '@mantine/core';
import { useLastPageWhenPastEnd } from '../../lib/use-query-params';

type Props = Omit<PaginationProps, 'total' | 'value' | 'onChange'> & {
  pages: number;
  value: number;
  onChange: (page: number) => void;
};

export function ListPages({ pages, ...props }: Props) {
  useLastPageWhenPastEnd(props.value, pages, props.onChange);
  if (pages <= 1) return null;
  return (
    <Center>
      <Pagination total={pages} {...props} />
    </Center>
  );
}
