import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * After a change to one record: its own query answers the saved record without a refetch, and the
 * resource's other queries (its lists) read again, but for those whose second key part is in `kept`
 * (the record's own, and others the change leaves as they were).
 */
export function useRecordChanged<R extends { id: number }>(
  resource: string,
  recordKey: (id: number) => QueryKey,
  kept: readonly string[] = ['one'],
) {
  const client = useQueryClient();
  return (record: R) => {
    client.setQueryData(recordKey(record.id), record);
    void client.invalidateQueries({
      queryKey: [resource],
      predicate: (query) => !kept.includes(query.queryKey[1] as string),
    });
  };
}
