/** How a car is named on every screen and in messages: "Dacia Logan (2018)". */
export function carName(car: { make: string; model: string; year: number }) {
  return `${car.make} ${car.model} (${car.year})`
}
