export { Badge, badgeVariants } from './badge.tsx';
export { Button, buttonVariants, type ButtonProps } from './button.tsx';
export { Card, cardVariants } from './card.tsx';
export { Checkbox } from './checkbox.tsx';
export { Container } from './container.tsx';
export { Input, Select, Textarea } from './input.tsx';
export { Label } from './label.tsx';
export { Section, sectionVariants } from './section.tsx';
export { Toast, ToastRegion, toastVariants, type ToastProps } from './toast.tsx';
