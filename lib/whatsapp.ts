export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${digitsOnly(number)}?text=${encodeURIComponent(message)}`;
}
