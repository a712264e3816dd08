export interface HealthDto {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  uptimeSeconds: number;
}
