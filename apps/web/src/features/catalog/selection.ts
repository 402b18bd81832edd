// Public entry of the catalog (decision 0021): the odds buttons' selection seam, which the bet
// slip drives (which outcomes are in the slip, what a tap does).
export {
  type OutcomePick,
  registerPickHandler,
  setPickLoader,
  setSelectedKeys,
  useSelectionCount,
  // The embedded frame adds a host's selection and reports the slip (decision 0042).
  isSelected,
  selectedKeys,
  subscribeCount as subscribeSelection,
  toggleSelection,
} from './live/selection-store';
