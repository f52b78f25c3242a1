/**
 * theme-common's React utilities, given to its own modules in place of theirs: the same, but `useShallowMemoObject`
 * orders an object's keys without `localeCompare`, whose first call sets up the browser's collator, tens of
 * milliseconds on a phone inside the hydration of a page (each code block's word-wrap observer asks for it).
 */
import {useMemo} from 'react';
import {entriesByKey} from './entriesByKey';

export * from '@lean-runtime/theme-common-react-utils';

/** The same object as at the last render while its keys and values are the same, in any order. */
export function useShallowMemoObject<O extends object>(object: O): O {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependencies are the object's keys and values
  return useMemo(() => object, entriesByKey(object).flat());
}
