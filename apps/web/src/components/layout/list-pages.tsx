// The page numbers under a list: shown only when the list has more than one page.
import { Center, Pagination, type PaginationProps } from '@mantine/core';

type Props = Omit<PaginationProps, 'total' | 'value' | 'onChange'> & {
  pages: number;
  value: number;
  onChange: (page: number) => void;
};

export function ListPages({ pages, ...props }: Props) {
  if (pages <= 1) return null;
  return (
    <Center>
      <Pagination total={pages} {...props} />
    </Center>
  );
}
