export { type IconOption, optionForValue } from "./icon-options";
export { IconPicker, type IconPickerProps, IconPreview } from "./icon-picker";
