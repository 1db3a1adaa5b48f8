// shared-ui/range-slider: Radix Slider.
export { RangeSlider } from '../components/range-slider';
