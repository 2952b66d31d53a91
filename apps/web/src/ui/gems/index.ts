/** Original drawings of gems, tokens, cards and tiles (no scanned art). */
export { GemIcon } from './GemIcon';
export { CardFace, CardBack } from './CardFace';
export { NobleTile, CityTile, PostTile, Token } from './Tiles';
export { describeCard, describeCity, describeCounts, describeNoble, describePost, marks, num } from './describe';
